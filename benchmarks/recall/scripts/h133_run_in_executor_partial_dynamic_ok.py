# classes: 7 8
"""asyncio service: the blocking generate call is bound with functools.partial and handed to the
default executor; static cache for the plain path, none for the speculative one."""
import asyncio
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")


async def main(speculative: bool = True):
    loop = asyncio.get_running_loop()
    enc = tok("hello there", return_tensors="pt")
    if speculative:
        call = functools.partial(model.generate, **enc, assistant_model=draft, max_new_tokens=6, do_sample=False)
    else:
        call = functools.partial(model.generate, **enc, cache_implementation="static", max_new_tokens=6)
    out = await loop.run_in_executor(None, call)
    print(tok.decode(out[0]))


asyncio.run(main())
