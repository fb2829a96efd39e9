# classes: 8 3
"""Static cache sized by max_length: someone tuned max_length=16 for the cache but the prompt is longer."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MODEL = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
gc = GenerationConfig(cache_implementation="static", max_length=16, do_sample=False)

prompt = "Explain in a few words why the sky looks blue during the day and red at sunset time"
enc = tok(prompt, return_tensors="pt")
print(enc.input_ids.shape)
out = model.generate(**enc, generation_config=gc)
print(tok.decode(out[0], skip_special_tokens=True))
