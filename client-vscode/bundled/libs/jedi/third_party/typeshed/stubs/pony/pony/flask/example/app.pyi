from _typeshed import Incomplete

from pony.flask import _Flask

app: _Flask
login_manager: Incomplete

def load_user(user_id): ...
