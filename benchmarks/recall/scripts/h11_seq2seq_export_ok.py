# classes: 6
import tempfile

from transformers import T5Config, T5ForConditionalGeneration
from transformers.integrations.executorch import Seq2SeqLMExportableModule

cfg = T5Config(vocab_size=64, d_model=16, d_kv=4, d_ff=32, num_layers=1, num_heads=2, decoder_start_token_id=0)
with tempfile.TemporaryDirectory() as d:
    T5ForConditionalGeneration(cfg).save_pretrained(d)
    model = T5ForConditionalGeneration.from_pretrained(d).eval()
    model.config.use_cache = False
    module = Seq2SeqLMExportableModule(model, batch_size=1, max_hidden_seq_length=32, max_cache_length=32)
    print(module.generation_config.cache_implementation)
