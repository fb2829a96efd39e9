# classes: 3
"""API request body as a pydantic model with float-typed sampling fields, dumped into generate."""
from pydantic import BaseModel
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


class GenerateRequest(BaseModel):
    prompt: str
    max_new_tokens: int = 8
    do_sample: bool = True
    temperature: float = 0.8
    top_k: float = 50
    top_p: float = 0.95


def handle(req: GenerateRequest) -> dict:
    enc = tok(req.prompt, return_tensors="pt")
    out = model.generate(**enc, **req.model_dump(exclude={"prompt"}))
    return {"completion": tok.decode(out[0], skip_special_tokens=True)}


if __name__ == "__main__":
    print(handle(GenerateRequest(prompt="Write a haiku about")))
