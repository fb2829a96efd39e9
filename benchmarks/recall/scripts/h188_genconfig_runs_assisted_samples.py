# classes: 2 6
"""Run sheet of GenerationConfig objects swapped into model.generation_config in turn; every run
is assisted by the 135M draft so the speed-up is measured per setting."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
RUNS = [
    GenerationConfig(max_new_tokens=4, do_sample=False),
    GenerationConfig(max_new_tokens=4, do_sample=True, top_k=20),
    GenerationConfig(max_new_tokens=4, do_sample=True, top_k=20, num_return_sequences=2),
]
enc = tok("a recipe for pancakes:", return_tensors="pt")
original = model.generation_config
for cfg in RUNS:
    model.generation_config = cfg
    out = model.generate(**enc, assistant_model=draft)
    print(cfg.do_sample, cfg.num_return_sequences, tok.batch_decode(out, skip_special_tokens=True))
model.generation_config = original
