# classes: 7 5
"""Async chat service: generate runs in a worker thread via asyncio.to_thread; each session dict
keeps the cache its last turn returned."""
import asyncio

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
GEN = {"max_new_tokens": 5, "cache_implementation": "static", "return_dict_in_generate": True}


async def reply(session, text):
    session["messages"].append({"role": "user", "content": text})
    enc = tok.apply_chat_template(session["messages"], add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = await asyncio.to_thread(model.generate, **enc, past_key_values=session["past"], **GEN)
    session["past"] = out.past_key_values
    answer = tok.decode(out.sequences[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    session["messages"].append({"role": "assistant", "content": answer})
    return answer


async def main():
    session = {"messages": [], "past": None}
    for text in ["hi", "what is a river"]:
        print(await reply(session, text))


asyncio.run(main())
