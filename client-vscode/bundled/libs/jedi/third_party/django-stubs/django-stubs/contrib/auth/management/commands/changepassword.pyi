from typing import Any

from django.core.management.base import BaseCommand

UserModel: Any

class Command(BaseCommand): ...
