# classes: 3 7
"""A small Flask-style service configured from environment variables: the KV cache defaults to on,
and the draft model is used only while the cache is on."""
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = {
    "model_id": os.environ.get("MODEL_ID", "HuggingFaceTB/SmolLM2-360M-Instruct"),
    "draft_id": os.environ.get("DRAFT_MODEL_ID", "HuggingFaceTB/SmolLM2-135M-Instruct"),
    "use_cache": os.environ.get("USE_KV_CACHE", "true").lower() in ("1", "true", "yes"),
    "max_new_tokens": int(os.environ.get("MAX_NEW_TOKENS", "8")),
}


class App:
    def __init__(self, settings):
        self.config = dict(settings)
        self.tokenizer = AutoTokenizer.from_pretrained(self.config["model_id"])
        self.model = AutoModelForCausalLM.from_pretrained(self.config["model_id"])
        self.draft = AutoModelForCausalLM.from_pretrained(self.config["draft_id"]) if self.config["draft_id"] else None

    def generate_route(self, body: dict) -> dict:
        messages = [{"role": "user", "content": body["prompt"]}]
        ids = self.tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)["input_ids"]
        kwargs = {"use_cache": self.config["use_cache"], "max_new_tokens": self.config["max_new_tokens"]}
        if self.config["use_cache"]:
            kwargs["assistant_model"] = self.draft
        with torch.no_grad():
            out = self.model.generate(ids, **kwargs)
        return {"text": self.tokenizer.decode(out[0, ids.shape[-1]:], skip_special_tokens=True)}


app = App(SETTINGS)

if __name__ == "__main__":
    print(app.generate_route({"prompt": "tell me about the quick brown fox"}))
