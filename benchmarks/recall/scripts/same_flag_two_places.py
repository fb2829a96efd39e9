# classes: 1
"""Two knobs driven by the same setting: both arms must agree."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

COMPILE = False  # set True on the GPU box

tokenizer = AutoTokenizer.from_pretrained("google/gemma-2b")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2b")
config = GenerationConfig(max_new_tokens=8)

if COMPILE:
    config.cache_implementation = "static"
else:
    config.prompt_lookup_num_tokens = 5

enc = tokenizer("the quick brown fox and the quick brown dog", return_tensors="pt")

if COMPILE:
    out = model.generate(**enc, generation_config=config)
else:
    out = model.generate(**enc, generation_config=config, num_beams=1)
print(tokenizer.decode(out[0]))
