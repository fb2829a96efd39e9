# classes: 2
"""Ablation: start from the production config and flip one knob at a time."""
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

BASE = GenerationConfig(max_new_tokens=8, prompt_lookup_num_tokens=5, do_sample=False)
ABLATIONS = [
    {"prompt_lookup_num_tokens": 2},
    {"max_matching_ngram_size": 3},
    {"use_cache": False},
    {"repetition_penalty": 1.2},
]

tokenizer = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
encoded = tokenizer("the dog and the cat and the dog and the cat", return_tensors="pt")

for change in ABLATIONS:
    cfg = copy.deepcopy(BASE)
    cfg.update(**change)
    out = model.generate(**encoded, generation_config=cfg)
    print(change, tokenizer.decode(out[0]))
