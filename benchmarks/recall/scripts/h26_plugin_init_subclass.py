# classes: 7 6
"""Model plugins that register themselves with ``__init_subclass__``.

Each plugin subclass names its checkpoint and a decoding recipe; defining the class is
enough to register it. The "classic" plugin keeps an XLNet checkpoint alive for an old
product; the recipe turned on prompt lookup when the other plugins got it.
"""
from transformers import AutoModelForCausalLM, AutoTokenizer


class ModelPlugin:
    registry = {}
    checkpoint = None
    recipe = {}

    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        ModelPlugin.registry[name or cls.__name__.lower()] = cls

    def __init__(self):
        self.tokenizer = AutoTokenizer.from_pretrained(self.checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(self.checkpoint)

    def generate(self, prompt):
        ids = self.tokenizer(prompt, return_tensors="pt").input_ids
        out = self.model.generate(ids, max_new_tokens=8, **self.recipe)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


class ClassicPlugin(ModelPlugin, name="classic"):
    checkpoint = "xlnet/xlnet-base-cased"
    recipe = {"prompt_lookup_num_tokens": 2, "do_sample": False}


class ModernPlugin(ModelPlugin, name="modern"):
    checkpoint = "HuggingFaceTB/SmolLM2-135M-Instruct"
    recipe = {"prompt_lookup_num_tokens": 3, "do_sample": False}


if __name__ == "__main__":
    for name in ("modern", "classic"):
        plugin = ModelPlugin.registry[name]()
        print(name, "->", plugin.generate("In a quiet village near the sea, a"))
