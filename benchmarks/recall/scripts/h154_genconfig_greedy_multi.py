# classes: 7 8
"""Module-level decoding presets for a data factory; the "multi" preset returns three answers per
prompt."""

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

PRESETS = {
    "single": GenerationConfig(max_new_tokens=4),
    "multi": GenerationConfig(max_new_tokens=4, num_return_sequences=3),
}

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("my favourite colour is", return_tensors="pt")
for name, cfg in PRESETS.items():
    print(name, tok.batch_decode(model.generate(**enc, generation_config=cfg), skip_special_tokens=True))
