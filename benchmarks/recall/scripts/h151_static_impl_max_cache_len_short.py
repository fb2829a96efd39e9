# classes: 5 8
"""Fixed-shape serving: `cache_implementation="static"` with `cache_config` giving a
max_cache_len that the retrieved context overruns."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

retrieved = ["the king lived in a garden", "the queen loved cats", "the dog was lazy"]
prompt = " . ".join(retrieved * 3) + " . who lived in the garden ?"
enc = tok(prompt, return_tensors="pt")
out = model.generate(
    **enc,
    max_new_tokens=8,
    cache_implementation="static",
    cache_config={"max_cache_len": 32},
)
print(tok.decode(out[0]))
