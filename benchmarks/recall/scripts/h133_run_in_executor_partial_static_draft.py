# classes: 7 8
"""asyncio service: the blocking generate call is bound with functools.partial and handed to the
default executor; a static cache was chosen for torch.compile friendliness."""
import asyncio
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")


async def main():
    loop = asyncio.get_running_loop()
    enc = tok("hello there", return_tensors="pt")
    call = functools.partial(
        model.generate, **enc, assistant_model=draft, cache_implementation="static", max_new_tokens=6, do_sample=False
    )
    out = await loop.run_in_executor(None, call)
    print(tok.decode(out[0]))


asyncio.run(main())
