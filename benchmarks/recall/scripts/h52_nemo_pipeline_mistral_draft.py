# classes: 6 4
"""Chat backend: text-generation pipeline on Mistral NeMo, with the 7B v0.1 model loaded once as the draft."""
from transformers import AutoModelForCausalLM, pipeline

DRAFT = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-v0.1")


def build():
    return pipeline("text-generation", model="mistralai/Mistral-Nemo-Base-2407", assistant_model=DRAFT)


generator = build()
print(generator("once upon a time", max_new_tokens=6, do_sample=False)[0]["generated_text"])
