"""Gemma-2-9b-it with gemma-2-2b-it as assistant, both loaded with their hub generation configs."""
# classes: 6 5

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "google/gemma-2-9b-it"
ASSISTANT = "google/gemma-2-2b-it"


def chat_inputs(tokenizer, text):
    messages = [{"role": "user", "content": text}]
    return tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_dict=True, return_tensors="pt")


def main():
    tokenizer = AutoTokenizer.from_pretrained(TARGET)
    target = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32, attn_implementation="eager")
    assistant = AutoModelForCausalLM.from_pretrained(ASSISTANT, torch_dtype=torch.float32, attn_implementation="eager")
    print("target cache:", target.generation_config.cache_implementation)
    inputs = chat_inputs(tokenizer, "tell me a story about dogs")
    out = target.generate(**inputs, assistant_model=assistant, max_new_tokens=6)
    print(tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
