# classes: 8 5
"""Assisted generation where the target model's cache is offloaded to save memory."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
assistant = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

batch = tok(["A short poem about autumn:"], return_tensors="pt")
generated = model.generate(
    **batch, assistant_model=assistant, cache_implementation="offloaded", max_new_tokens=10, do_sample=False
)
print(tok.batch_decode(generated, skip_special_tokens=True))
