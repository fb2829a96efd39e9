# classes: 8 5
"""Ship the memory settings with the model folder: a generation_config.json that turns on a
4-bit fp8 KV cache, saved and loaded back as a deployment would."""
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

name = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
cfg = GenerationConfig(max_new_tokens=4, do_sample=False, cache_implementation="quantized",
                       cache_config={"backend": "fp8", "nbits": 4})
with tempfile.TemporaryDirectory() as d:
    cfg.save_pretrained(d)
    loaded = GenerationConfig.from_pretrained(d)
enc = tok("hello world", return_tensors="pt")
print(tok.decode(model.generate(**enc, generation_config=loaded)[0]))
