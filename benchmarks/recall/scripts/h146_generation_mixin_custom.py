# classes: 7 8
"""A custom decoder from a 2022 research repo, updated for 4.50: a PreTrainedModel subclass with
its own LM head that now mixes in GenerationMixin explicitly to keep generate()."""
import torch
from torch import nn
from transformers import GenerationMixin, GPT2Config, GPT2Model, GPT2TokenizerFast, PreTrainedModel
from transformers.modeling_outputs import CausalLMOutputWithPast


class TinyDecoder(PreTrainedModel, GenerationMixin):
    config_class = GPT2Config
    base_model_prefix = "transformer"

    def __init__(self, config):
        super().__init__(config)
        self.transformer = GPT2Model(config)
        self.head = nn.Linear(config.n_embd, config.vocab_size, bias=False)
        self.post_init()

    def forward(self, input_ids=None, attention_mask=None, past_key_values=None, use_cache=None, **kwargs):
        h = self.transformer(input_ids, attention_mask=attention_mask, past_key_values=past_key_values, use_cache=use_cache)
        return CausalLMOutputWithPast(logits=self.head(h.last_hidden_state), past_key_values=h.past_key_values)


tok = GPT2TokenizerFast.from_pretrained("gpt2")
config = GPT2Config.from_pretrained("gpt2")
model = TinyDecoder(config).eval()
ids = tok("hello world", return_tensors="pt")
out = model.generate(**ids, max_new_tokens=5, pad_token_id=tok.eos_token_id)
print(out.shape)
