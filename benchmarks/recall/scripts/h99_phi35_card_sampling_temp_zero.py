# classes: 4
"""Phi-3.5-mini-instruct card's pipeline snippet where the user switched do_sample to True for
more varied answers and kept the card's temperature of 0.0 in generation_args."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

model_id = "microsoft/Phi-3.5-mini-instruct"
model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)
tokenizer = AutoTokenizer.from_pretrained(model_id)
pipe = pipeline("text-generation", model=model, tokenizer=tokenizer)

generation_args = {
    "max_new_tokens": 8,
    "return_full_text": False,
    "temperature": 0.0,
    "do_sample": True,
}
messages = [{"role": "user", "content": "What is 2 + 2?"}]
print(pipe(messages, **generation_args)[0]["generated_text"])
