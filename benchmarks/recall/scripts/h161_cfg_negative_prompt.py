# classes: 8
"""Classifier-free guidance with a negative prompt on SmolLM2-135M."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("tell me a story about cats", return_tensors="pt")
neg = tok("dogs", return_tensors="pt")
out = model.generate(
    **enc,
    max_new_tokens=4,
    guidance_scale=1.5,
    negative_prompt_ids=neg["input_ids"],
    negative_prompt_attention_mask=neg["attention_mask"],
)
print(tok.decode(out[0], skip_special_tokens=True))
