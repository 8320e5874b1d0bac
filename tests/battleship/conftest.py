def pytest_configure(config):
    config.addinivalue_line("markers", "rule(id): the rule of docs/rules/<game>.md a test checks")
