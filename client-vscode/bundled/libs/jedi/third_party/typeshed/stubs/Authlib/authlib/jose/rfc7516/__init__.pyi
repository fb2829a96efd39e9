from .jwe import JsonWebEncryption as JsonWebEncryption
from .models import (
    JWEAlgorithm as JWEAlgorithm,
    JWEAlgorithmWithTagAwareKeyAgreement as JWEAlgorithmWithTagAwareKeyAgreement,
    JWEEncAlgorithm as JWEEncAlgorithm,
    JWEZipAlgorithm as JWEZipAlgorithm,
)

__all__ = ["JsonWebEncryption", "JWEAlgorithm", "JWEAlgorithmWithTagAwareKeyAgreement", "JWEEncAlgorithm", "JWEZipAlgorithm"]
