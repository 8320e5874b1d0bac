"""Fleet 1715 on screen: the logic-grid widget (``widget``, loaded only when a board is
shown) and the plain renderings notebooks print (``display``)."""
