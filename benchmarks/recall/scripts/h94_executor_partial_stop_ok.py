# classes: 7
"""Async chat service: loop.run_in_executor with a functools.partial of generate that carries the
tokenizer, so stop_strings can be matched."""
import asyncio
import functools
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
POOL = ThreadPoolExecutor(max_workers=1)

generate_until_turn = functools.partial(
    model.generate, tokenizer=tokenizer, stop_strings=["\n\n", "User:"], max_new_tokens=8, pad_token_id=tokenizer.eos_token_id
)


async def complete(prompt):
    loop = asyncio.get_running_loop()
    enc = tokenizer(prompt, return_tensors="pt")
    out = await loop.run_in_executor(POOL, functools.partial(generate_until_turn, **enc))
    return tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(asyncio.run(complete("User: hello\nAssistant:")))
