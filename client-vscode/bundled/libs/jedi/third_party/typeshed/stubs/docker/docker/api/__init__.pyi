from .client import APIClient as APIClient
