# classes: 7 3
"""Async worker: queued prompts are answered one by one with speculative decoding."""
import asyncio

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


async def answer(prompt: str) -> str:
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=8)
    return tok.decode(out[0], skip_special_tokens=True)


async def main():
    for prompt in ["hello world", "tell me a story about cats"]:
        print(await answer(prompt))


asyncio.run(main())
