# classes: 3
"""API request body as a pydantic model with int-typed top_k and max_new_tokens, dumped into generate."""
from typing import Optional

from pydantic import BaseModel, Field
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


class GenerateRequest(BaseModel):
    prompt: str
    max_new_tokens: int = Field(8, ge=1, le=256)
    do_sample: bool = True
    temperature: float = Field(0.8, gt=0)
    top_k: int = 50
    top_p: Optional[float] = None


def handle(req: GenerateRequest) -> dict:
    enc = tok(req.prompt, return_tensors="pt")
    out = model.generate(**enc, **req.model_dump(exclude={"prompt"}, exclude_none=True))
    return {"completion": tok.decode(out[0], skip_special_tokens=True)}


if __name__ == "__main__":
    print(handle(GenerateRequest(prompt="Write a haiku about", top_k=40.0)))
