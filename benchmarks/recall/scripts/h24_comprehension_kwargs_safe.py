# classes: 8 7
"""Request handler: optional request fields become generate kwargs; the cache type is left to generate."""
from dataclasses import asdict, dataclass

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
    cache_implementation: str | None = None
    speculative: bool = True


def handle(req: CompletionRequest) -> str:
    payload = asdict(req)
    prompt, speculative = payload.pop("prompt"), payload.pop("speculative")
    gen_kwargs = {k: v for k, v in payload.items() if v is not None}
    if speculative:
        gen_kwargs |= {"assistant_model": drafter, "num_assistant_tokens": 3}
    enc = tokenizer.apply_chat_template([{"role": "user", "content": prompt}], add_generation_prompt=True,
                                        return_tensors="pt", return_dict=True)
    out = model.generate(**enc, do_sample=req.temperature is not None, **gen_kwargs)
    return tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


print(handle(CompletionRequest("List four farm animals, one per line, then list them again.")))
print(handle(CompletionRequest("Name a colour.", temperature=0.8, top_p=0.9, speculative=False)))
