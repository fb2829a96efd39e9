# classes: 4
"""Batched chat without a draft; the draft pipeline is only used for single prompts."""
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

name = "HuggingFaceTB/SmolLM2-360M-Instruct"
tok = AutoTokenizer.from_pretrained(name, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(name)
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

batched = pipeline("text-generation", model=model, tokenizer=tok, batch_size=2)
single = pipeline("text-generation", model=model, tokenizer=tok, assistant_model=draft)

conversations = [
    [{"role": "user", "content": "Hi!"}],
    [{"role": "user", "content": "What is 2+2?"}],
    [{"role": "user", "content": "Name a planet."}],
]
for reply in batched(conversations, max_new_tokens=4, do_sample=False):
    print(reply[0]["generated_text"][-1]["content"])
print(single(conversations[0], max_new_tokens=4, do_sample=False)[0]["generated_text"][-1]["content"])
