# classes: 7 3
"""Async worker: collects queued prompts and answers them in one speculative batch."""
import asyncio

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


async def answer_batch(prompts: list[str]) -> list[str]:
    enc = tok(prompts, return_tensors="pt", padding=True)
    out = await asyncio.to_thread(model.generate, **enc, assistant_model=draft, max_new_tokens=8)
    return tok.batch_decode(out, skip_special_tokens=True)


async def main():
    queue = ["hello world", "tell me a story about cats"]
    print(await answer_batch(queue))


asyncio.run(main())
