# classes: 2
# Config sanity check in a training launcher before the run starts.
from transformers import GenerationConfig

eval_gen = GenerationConfig(max_new_tokens=16)
eval_gen.num_beams = 1
eval_gen.num_return_sequences = 2
eval_gen.validate(strict=True)
print(eval_gen)
