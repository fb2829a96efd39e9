# classes: 8 7
"""Request handler: optional fields of a request are filtered into generate kwargs with a comprehension."""
from dataclasses import dataclass, fields

from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
drafter = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")


@dataclass
class CompletionRequest:
    prompt: str
    max_new_tokens: int = 16
    temperature: float | None = None
    top_p: float | None = None
    cache_implementation: str | None = "dynamic"
    speculative: bool = True


GEN_FIELDS = {"max_new_tokens", "temperature", "top_p", "cache_implementation"}


def handle(req: CompletionRequest) -> str:
    gen_kwargs = {f.name: getattr(req, f.name) for f in fields(req) if f.name in GEN_FIELDS and getattr(req, f.name) is not None}
    gen_kwargs["do_sample"] = req.temperature is not None
    if req.speculative:
        gen_kwargs["assistant_model"] = drafter
    enc = tokenizer.apply_chat_template([{"role": "user", "content": req.prompt}], add_generation_prompt=True,
                                        return_tensors="pt", return_dict=True)
    out = model.generate(**enc, **gen_kwargs)
    return tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


print(handle(CompletionRequest("List four farm animals, one per line, then list them again.")))
