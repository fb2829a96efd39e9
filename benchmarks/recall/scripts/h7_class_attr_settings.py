"""Pydantic-like settings classes (plain class attributes); the CPU profile subclass disables the KV cache."""
# classes: 7 9
from transformers import AutoModelForCausalLM, AutoTokenizer


class BaseSettings:
    target = "openai-community/gpt2"
    draft = "distilbert/distilgpt2"
    max_new_tokens = 6
    use_cache = True

    @classmethod
    def generate_kwargs(cls):
        return {"max_new_tokens": cls.max_new_tokens, "use_cache": cls.use_cache}


class GPUSettings(BaseSettings):
    max_new_tokens = 8


class CPUSettings(BaseSettings):
    # the cache grows too big on the shared CPU runners
    use_cache = False


def pick_settings(device):
    return GPUSettings if device == "cuda" else CPUSettings


def main():
    settings = pick_settings("cpu")
    tok = AutoTokenizer.from_pretrained(settings.target)
    model = AutoModelForCausalLM.from_pretrained(settings.target)
    draft = AutoModelForCausalLM.from_pretrained(settings.draft)
    ids = tok("once upon a time", return_tensors="pt")
    out = model.generate(**ids, assistant_model=draft, **settings.generate_kwargs())
    print(settings.__name__, tok.decode(out[0]))


if __name__ == "__main__":
    main()
