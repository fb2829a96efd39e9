from ._cryptography_key import load_pem_key as load_pem_key
from .asymmetric_key import AsymmetricKey as AsymmetricKey
from .base_key import Key as Key
from .jwk import JsonWebKey as JsonWebKey
from .key_set import KeySet as KeySet

__all__ = ["Key", "AsymmetricKey", "KeySet", "JsonWebKey", "load_pem_key"]
