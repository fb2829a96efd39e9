# classes: 2 8
"""Cache implementations compared on one prompt; configs and labels kept in parallel lists."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

ckpt = "google/gemma-2-2b"
tok = AutoTokenizer.from_pretrained(ckpt)
model = AutoModelForCausalLM.from_pretrained(ckpt)

labels = ["default", "dynamic", "static", "hybrid"]
configs = [
    GenerationConfig(max_new_tokens=6),
    GenerationConfig(max_new_tokens=6, cache_implementation="dynamic"),
    GenerationConfig(max_new_tokens=6, cache_implementation="static"),
    GenerationConfig(max_new_tokens=6, cache_implementation="hybrid"),
]

enc = tok("tell me a story", return_tensors="pt")
lengths = {}
for label, cfg in zip(labels, configs):
    out = model.generate(**enc, generation_config=cfg)
    lengths[label] = out.shape[-1]
print(lengths)
