# classes: 7
"""Async chat service: generate runs off the event loop with asyncio.to_thread, and stops at a
blank line or at the next "User:" turn through stop_strings."""
import asyncio

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

STOP = ["\n\n", "User:"]


async def complete(prompt: str) -> str:
    enc = tokenizer(prompt, return_tensors="pt")
    out = await asyncio.to_thread(
        model.generate,
        **enc,
        max_new_tokens=8,
        stop_strings=STOP,
        pad_token_id=tokenizer.eos_token_id,
    )
    return tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


async def main():
    replies = await asyncio.gather(complete("User: hello\nAssistant:"), complete("User: tell me a story\nAssistant:"))
    print(replies)


if __name__ == "__main__":
    asyncio.run(main())
