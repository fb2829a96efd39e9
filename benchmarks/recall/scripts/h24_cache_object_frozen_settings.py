# classes: 5 7
"""Multi-turn chat: a DynamicCache per conversation, settings in a frozen dataclass."""
from dataclasses import asdict, dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


@dataclass(frozen=True)
class ChatSettings:
    max_new_tokens: int = 12
    do_sample: bool = False
    use_cache: bool = False


MODEL = "Qwen/Qwen2.5-1.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

settings = ChatSettings()
history = [{"role": "user", "content": "Hi! Who wrote Hamlet?"}]
cache = DynamicCache()
enc = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
out = model.generate(**enc, past_key_values=cache, assistant_model=draft, **asdict(settings))
reply = tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
history.append({"role": "assistant", "content": reply})
print(reply)
