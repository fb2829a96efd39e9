__author__: str
__author_email__: str
__license__: str
__maintainer_email__: str
__url__: str
__version__: str
__python__: str
