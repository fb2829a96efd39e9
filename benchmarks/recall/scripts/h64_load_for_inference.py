# classes: 5 3
"""Loader shared by the eval scripts: static caches for the compiled path, an optional draft."""
import transformers
from packaging import version
from transformers import AutoModelForCausalLM, AutoTokenizer

IS_V5 = version.parse(transformers.__version__).major >= 5


def load_for_inference(name, *, static=False, draft=None):
    tok = AutoTokenizer.from_pretrained(name)
    kwargs = {"dtype": "float32"} if IS_V5 else {"torch_dtype": "float32"}
    model = AutoModelForCausalLM.from_pretrained(name, **kwargs).eval()
    if static:
        model.generation_config.cache_implementation = "static"
        model.generation_config.cache_config = {"max_cache_len": 128}
    assistant = AutoModelForCausalLM.from_pretrained(draft, **kwargs).eval() if draft else None
    return tok, model, assistant


tok, model, assistant = load_for_inference(
    "Qwen/Qwen2.5-7B-Instruct", static=True, draft="Qwen/Qwen2.5-0.5B-Instruct"
)
enc = tok("List three prime numbers.", return_tensors="pt")
out = model.generate(**enc, assistant_model=assistant, max_new_tokens=5, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
