# classes: 2 8
"""A 2023 evaluation script builds one GenerationConfig and also passes per-run overrides as
keyword arguments, sweeping over three decoding presets."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
base = GenerationConfig(max_new_tokens=8, pad_token_id=tok.eos_token_id)
presets = {
    "greedy": {},
    "beam": {"num_beams": 3, "early_stopping": True},
    "nucleus": {"do_sample": True, "top_p": 0.9, "top_k": 0},
}
enc = tok("the quick brown fox", return_tensors="pt")
for name, kw in presets.items():
    out = model.generate(**enc, generation_config=base, **kw)
    print(name, tok.decode(out[0], skip_special_tokens=True))
