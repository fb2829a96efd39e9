# classes: 9 3
"""text2text-generation task for the edge exporter: a T5 checkpoint folder to encoder + decoder."""
import tempfile

import torch
from transformers import AutoModelForSeq2SeqLM, T5Config, T5ForConditionalGeneration
from transformers.integrations.executorch import Seq2SeqLMExportableModule


def load_text2text(path, **opts):
    max_hidden = opts.get("max_hidden_seq_length", 256)
    max_cache = opts.get("max_cache_length", 64)
    model = AutoModelForSeq2SeqLM.from_pretrained(path, use_cache=False).to("cpu").eval()
    return Seq2SeqLMExportableModule(
        model,
        batch_size=1,
        max_hidden_seq_length=max_hidden,
        cache_implementation=opts.get("cache_implementation", "static"),
        max_cache_length=max_cache,
    )


with tempfile.TemporaryDirectory() as ckpt:
    tiny = T5Config(
        vocab_size=96, d_model=16, d_kv=4, d_ff=32, num_layers=2, num_heads=2, decoder_start_token_id=0, eos_token_id=1
    )
    T5ForConditionalGeneration(tiny).save_pretrained(ckpt)
    module = load_text2text(ckpt, max_cache_length=32)
    print(module.generation_config.cache_config)
    enc_ids = torch.ones((1, 8), dtype=torch.long)
    print(module.encoder(input_ids=enc_ids).last_hidden_state.shape)
