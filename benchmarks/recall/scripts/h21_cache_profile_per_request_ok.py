# classes: 2 7
"""Inference server: cache profiles per request; a profile that pins a cache disables the draft."""
from dataclasses import dataclass
from typing import Optional

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

CACHE_PROFILES = {
    "interactive": {"cache_implementation": "static"},
    "default": {},
}


@dataclass
class ServerSettings:
    model_id: str = "Qwen/Qwen2-0.5B-Instruct"
    draft_id: Optional[str] = "Qwen/Qwen1.5-0.5B-Chat"
    max_new_tokens: int = 8


@dataclass
class InferenceRequest:
    prompt: str
    profile: str = "default"


class InferenceServer:
    def __init__(self, settings: ServerSettings):
        self.settings = settings
        self.tok = AutoTokenizer.from_pretrained(settings.model_id)
        self.model = AutoModelForCausalLM.from_pretrained(settings.model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(settings.draft_id) if settings.draft_id else None

    def __call__(self, req: InferenceRequest) -> str:
        profile = CACHE_PROFILES[req.profile]
        cfg = GenerationConfig.from_dict(self.model.generation_config.to_dict())
        cfg.update(max_new_tokens=self.settings.max_new_tokens, **profile)
        extra = {} if profile.get("cache_implementation") else {"assistant_model": self.draft}
        enc = self.tok(req.prompt, return_tensors="pt")
        out = self.model.generate(**enc, generation_config=cfg, **extra)
        return self.tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    server = InferenceServer(ServerSettings())
    for r in [InferenceRequest("hello, who are you?"), InferenceRequest("quick: 2+2?", profile="interactive")]:
        print(r.profile, "->", server(r))
