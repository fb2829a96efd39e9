# classes: 9
"""A settings check before a long batch job: the config is built, adjusted and validated strictly
(beam-only settings reset)."""
from transformers import GenerationConfig

gc = GenerationConfig(max_new_tokens=64, num_beams=4, num_return_sequences=2)
gc.num_beams = 1
gc.num_return_sequences = 1
gc.length_penalty = 1.0
gc.validate(strict=True)
print("config ok:", gc.to_diff_dict())
