# classes: 8 6
"""Gemma 2 speculative decoding, the draft being the base checkpoint of the same size.

The 4.42 Gemma 2 post set `cache_implementation="hybrid"`; with an assistant the value is reset
to the dynamic cache assisted decoding needs.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MAIN_ID = "google/gemma-2-9b-it"
DRAFT_ID = "google/gemma-2-2b-it"


def main():
    tokenizer = AutoTokenizer.from_pretrained(MAIN_ID)
    model = AutoModelForCausalLM.from_pretrained(MAIN_ID, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)
    gen_config = GenerationConfig(
        cache_implementation="hybrid",
        max_new_tokens=6,
        do_sample=False,
        pad_token_id=tokenizer.pad_token_id,
    )
    messages = [{"role": "user", "content": "tell me one short story"}]
    prompt = tokenizer.apply_chat_template(messages, add_generation_prompt=True, tokenize=False)
    inputs = tokenizer(prompt, return_tensors="pt", add_special_tokens=False)
    out = model.generate(**inputs, generation_config=gen_config, assistant_model=draft)
    print(tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True))


if __name__ == "__main__":
    main()
