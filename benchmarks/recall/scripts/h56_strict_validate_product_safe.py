# classes: 2 8
# Sanity-check every (sampling, temperature) pair; greedy runs drop the temperature.
import itertools

from transformers import GenerationConfig

SAMPLING = [True, False]
TEMPERATURES = [0.6, 0.9]

checked = []
for do_sample, temperature in itertools.product(SAMPLING, TEMPERATURES):
    extra = {"temperature": temperature} if do_sample else {}
    cfg = GenerationConfig(max_new_tokens=16, do_sample=do_sample, **extra)
    cfg.validate(strict=True)
    checked.append((do_sample, temperature))
print(len(checked), "configs ok")
