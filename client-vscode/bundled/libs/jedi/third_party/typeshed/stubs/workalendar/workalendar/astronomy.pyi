from .precomputed_astronomy import calculate_equinoxes as calculate_equinoxes, solar_term as solar_term

__all__ = ["calculate_equinoxes", "solar_term"]
