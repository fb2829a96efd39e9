from .challenge import CodeChallenge as CodeChallenge, create_s256_code_challenge as create_s256_code_challenge

__all__ = ["CodeChallenge", "create_s256_code_challenge"]
