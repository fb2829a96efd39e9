# classes: 6 7
# A bert2gpt2-style EncoderDecoderModel built from configs; caching is switched off in the
# generation config for training and the evaluation helper adds a draft decoder.
import torch
from transformers import (
    AutoTokenizer,
    BertConfig,
    EncoderDecoderConfig,
    EncoderDecoderModel,
    GPT2Config,
)

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
enc_cfg = BertConfig(vocab_size=len(tok), hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                     intermediate_size=32)
dec_cfg = GPT2Config(vocab_size=len(tok), n_embd=16, n_layer=1, n_head=2, add_cross_attention=True,
                     is_decoder=True)
config = EncoderDecoderConfig.from_encoder_decoder_configs(enc_cfg, dec_cfg)
config.decoder_start_token_id = tok.bos_token_id
config.pad_token_id = tok.pad_token_id
config.eos_token_id = tok.eos_token_id


def build():
    m = EncoderDecoderModel(config=config)
    m.generation_config.decoder_start_token_id = tok.bos_token_id
    m.generation_config.pad_token_id = tok.pad_token_id
    return m.eval()


model, draft = build(), build()
model.generation_config.use_cache = False  # training default


def evaluate(text, assistant=None):
    enc = tok(text, return_tensors="pt")
    with torch.no_grad():
        return model.generate(enc.input_ids, attention_mask=enc.attention_mask, max_new_tokens=3,
                              assistant_model=assistant)


print(evaluate("hello world", assistant=draft))
