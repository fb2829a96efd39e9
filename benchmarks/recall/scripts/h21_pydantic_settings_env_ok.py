# classes: 3 7
"""Settings as a pydantic model filled from the environment; speculative decoding is opt-in."""
import os
from typing import Optional

from pydantic import BaseModel, Field
from transformers import AutoModelForCausalLM, AutoTokenizer


class AppSettings(BaseModel):
    model_id: str = Field(default_factory=lambda: os.getenv("APP_MODEL", "meta-llama/Llama-3.1-8B-Instruct"))
    draft_id: Optional[str] = Field(default_factory=lambda: os.getenv("APP_DRAFT") or None)
    cache_implementation: str = Field(default_factory=lambda: os.getenv("APP_CACHE", "static"))
    max_new_tokens: int = Field(default_factory=lambda: int(os.getenv("APP_MAX_NEW", "6")))


settings = AppSettings()
tokenizer = AutoTokenizer.from_pretrained(settings.model_id)
model = AutoModelForCausalLM.from_pretrained(settings.model_id)
assistant = AutoModelForCausalLM.from_pretrained(settings.draft_id) if settings.draft_id else None


def chat_completion(messages):
    enc = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    kwargs = {"max_new_tokens": settings.max_new_tokens}
    if assistant is not None:
        kwargs["assistant_model"] = assistant
    else:
        kwargs["cache_implementation"] = settings.cache_implementation
    out = model.generate(**enc, **kwargs)
    return tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    print(chat_completion([{"role": "user", "content": "Give me a fun fact about owls."}]))
