import type { Queryable } from '../db/database';
import type { SeedOptions } from './options';

const warehouseSites: Array<[name: string, cityId: number, lat: number, lng: number, address: string, phone: string]> =
  [
    ['Gudang Muara Baru', 3175, -6.1063, 106.7997, 'Jl. Muara Baru Ujung, Penjaringan', '+62216694512'],
    ['Cold Storage Cakung', 3172, -6.1857, 106.9478, 'Kawasan Industri Pulogadung Blok C', '+62214608871'],
    ['Gudang Kebayoran', 3171, -6.2443, 106.7936, 'Jl. Kebayoran Lama No. 88', '+62217291544'],
    ['Gudang Bekasi Timur', 3275, -6.2486, 107.0156, 'Jl. Cut Mutia No. 17', '+62218801932'],
    ['Cold Storage Tangerang', 3671, -6.1781, 106.6319, 'Jl. Industri Raya Jatake', '+62215902276'],
    ['Gudang Bandung Kota', 3273, -6.9175, 107.6191, 'Jl. Soekarno-Hatta No. 590', '+62227563340'],
    ['Gudang Cirebon Pelabuhan', 3274, -6.7063, 108.557, 'Jl. Pelabuhan No. 3', '+62231204418'],
    ['Gudang Semarang Tanjung Emas', 3374, -6.9485, 110.4231, 'Jl. Coaster No. 10, Tanjung Emas', '+62243550871'],
    ['Gudang Pati Juwana', 3318, -6.7155, 111.153, 'Jl. Raya Juwana-Rembang Km 2', '+62295471230'],
    ['Gudang Yogyakarta', 3471, -7.7956, 110.3695, 'Jl. Magelang Km 5', '+62274563901'],
    ['Cold Storage Surabaya Perak', 3578, -7.2089, 112.734, 'Jl. Perak Timur No. 512', '+62313294410'],
    ['Gudang Sidoarjo', 3515, -7.4478, 112.7183, 'Jl. Raya Buduran No. 21', '+62318961245'],
    ['Gudang Lamongan Brondong', 3524, -6.87, 112.2851, 'Jl. Raya Brondong No. 7', '+62322661184'],
    ['Gudang Banyuwangi Muncar', 3510, -8.4342, 114.3336, 'Jl. Sampangan, Muncar', '+62333593377'],
    ['Gudang Denpasar Benoa', 5171, -8.7466, 115.2116, 'Jl. Ikan Tuna Raya, Pelabuhan Benoa', '+62361720553'],
    ['Gudang Makassar Paotere', 7371, -5.1156, 119.4218, 'Jl. Sabutung, Paotere', '+62411316620'],
    ['Gudang Bitung', 7172, 1.4404, 125.1217, 'Jl. Samudera, Aertembaga', '+62438321197'],
    ['Gudang Medan Belawan', 1275, 3.7862, 98.6953, 'Jl. Gabion, Belawan', '+62616941275'],
    ['Gudang Balikpapan', 6471, -1.2654, 116.8312, 'Jl. Mulawarman No. 45', '+62542760238'],
    ['Gudang Ambon', 8171, -3.6954, 128.1814, 'Jl. Yos Sudarso, Pelabuhan Ambon', '+62911352204'],
  ];

/** The warehouses (one round a scale unit), one in seven switched off. */
export async function seedWarehouses(tx: Queryable, { scale }: SeedOptions) {
  for (let round = 0; round < Math.max(1, scale); round++) {
    for (const [index, [name, cityId, lat, lng, address, phone]] of warehouseSites.entries()) {
      await tx.query(
        `INSERT INTO warehouses (location_name, latitude, longitude, address_line1, city_id, phone_number, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [round === 0 ? name : `${name} ${round + 1}`, lat, lng, address, cityId, phone, index % 7 !== 6],
      );
    }
  }
}
