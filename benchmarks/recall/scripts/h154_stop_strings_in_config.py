# classes: 8 7
"""Short synthetic captions: a shared GenerationConfig with stop strings, reused for every
caption prompt."""

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

CAPTION_CFG = GenerationConfig(max_new_tokens=8, do_sample=False, stop_strings=["\n"])
for subject in ["a red fox", "a blue garden"]:
    enc = tok(f"caption: {subject}", return_tensors="pt")
    out = model.generate(**enc, generation_config=CAPTION_CFG)
    print(tok.decode(out[0], skip_special_tokens=True))
