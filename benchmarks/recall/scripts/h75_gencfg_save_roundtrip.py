# classes: 8 9
"""Fine-tune packaging step: writes the generation defaults shipped with a checkpoint (greedy, but the
temperature/top_p of an earlier sampling preset kept), then reloads them to check the round trip."""

import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

BASE = "HuggingFaceTB/SmolLM2-135M-Instruct"

tok = AutoTokenizer.from_pretrained(BASE)
model = AutoModelForCausalLM.from_pretrained(BASE, dtype=torch.float32)

shipped = GenerationConfig.from_model_config(model.config)
shipped.update(max_new_tokens=6, do_sample=False, temperature=0.7, top_p=0.9, repetition_penalty=1.1)
model.generation_config = shipped

inputs = tok("Hello", return_tensors="pt")
print(tok.decode(model.generate(**inputs)[0]))

with tempfile.TemporaryDirectory() as out_dir:
    model.generation_config.save_pretrained(out_dir)
    reloaded = GenerationConfig.from_pretrained(out_dir)
    assert reloaded.max_new_tokens == 6, reloaded
    print("round trip ok:", reloaded.to_diff_dict())
